/** Answer of GET /api/health while the database answers (otherwise 503 `db_unavailable`). */
export type HealthResponse = { status: 'ok'; db: 'ok' };

/** Answer of GET /api/functions/model: the model the server is configured with ('sentinel-offline' or 'provider:model'). */
export type AiModelResponse = { model: string };

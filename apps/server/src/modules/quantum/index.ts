export { createQuantumRoutes, QUANTUM_RUN_RATE } from './quantum.routes';
export { createQuantumService, type QuantumService } from './quantum.service';

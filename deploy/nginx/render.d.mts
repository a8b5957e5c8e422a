export type NginxSite = { upstreams: string[]; down?: string[]; serverName: string; cert: string; key: string; httpListen?: string; httpsListen?: string };
/** The site configuration of deploy/nginx/ov-sentinel.conf.template with these values. */
export function renderNginx(o: NginxSite): string;

import type { Routes as AdminRoutes } from './generated/admin';
import type { Routes as BookingRoutes } from './generated/booking';
import type { Routes as GatewayRoutes } from './generated/gateway';
import type { Routes as IdentityRoutes } from './generated/identity';
import type { Routes as LeadsRoutes } from './generated/leads';
import type { Routes as ReceptionistRoutes } from './generated/receptionist';
import type { Routes as TenantsRoutes } from './generated/tenants';

/** Every operation the browser can call through the gateway, by 'METHOD /path' (paths as the OpenAPI documents
 * write them, with `{name}` for a path parameter). */
export type ApiRoutes = AdminRoutes &
  BookingRoutes &
  GatewayRoutes &
  IdentityRoutes &
  LeadsRoutes &
  ReceptionistRoutes &
  TenantsRoutes;

export type ApiRoute = keyof ApiRoutes;

/** What a successful answer to the operation holds. */
export type ApiAnswer<R extends ApiRoute> = ApiRoutes[R]['response'];

/** The JSON body the operation takes. */
export type ApiBody<R extends ApiRoute> = Exclude<ApiRoutes[R]['request']['body'], undefined>;

/** The path parameters the operation's path names. */
export type ApiPath<R extends ApiRoute> = Exclude<ApiRoutes[R]['request']['path'], undefined>;

/** The query parameters the operation reads. */
export type ApiQuery<R extends ApiRoute> = Exclude<ApiRoutes[R]['request']['query'], undefined>;

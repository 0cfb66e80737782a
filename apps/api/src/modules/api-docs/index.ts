// The api-docs module: the OpenAPI document and its docs page. It has no services: the
// document is collected by @fastify/swagger, installed with the HTTP platform.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { apiDocsRoutes } from './api-docs-routes.ts';

export const apiDocsModule: ApiModule<null> = {
  prefix: '/api',
  services: () => null,
  routes: apiDocsRoutes,
};

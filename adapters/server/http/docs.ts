import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Contract } from './contract-routes.ts';
import { SERVICES } from '../../../openapi/services.ts';

/** The contract, one document per service at /docs/<service>.json, browsable at /docs. */
export async function registerDocs(app: FastifyInstance, docs: Contract): Promise<void> {
  for (const service of SERVICES) {
    app.get(`/docs/${service}.json`, { schema: { hide: true } }, async () => docs[service]);
  }
  await app.register(swagger, { mode: 'static', specification: { document: docs.provider as never } });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      urls: SERVICES.map((s) => ({ url: `/docs/${s}.json`, name: s })),
      'urls.primaryName': 'provider',
    } as never,
  });
}

// The graph module's public surface: follows, blocks and the visibility predicate.
export { GraphService } from './graph.service.ts';
export { graphRoutes } from './graph.routes.ts';
export type { BlockStatus } from './graph.repository.ts';

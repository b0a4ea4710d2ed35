// Which executor runs each node kind in the browser. Server-side kinds all go through serverNode; note never
// runs (it has no ports, the walk cannot reach it).
import { SERVER_NODE_TYPES } from '../../contracts/runtime';
import type { NodeType } from '../../engine/model/flowTypes';
import { abTestingNode } from './abTestingNode';
import { awaitNode } from './awaitNode';
import { conditionNode } from './conditionNode';
import { defineNode } from './defineNode';
import { entrypointNode, type EntrypointSources } from './entrypointNode';
import { functionNode } from './functionNode';
import type { NodeExecutor } from './nodeExecutor';
import { redirectNode, type Navigation } from './redirectNode';
import { serverNode, type ServerNodeSources } from './serverNode';
import { storageNode } from './storageNode';
import { viewNode } from './viewNode';

export interface ExecutorSources {
  entrypoint: EntrypointSources;
  server: ServerNodeSources;
  navigation: Navigation;
}

export function createExecutors(sources: ExecutorSources): Partial<Record<NodeType, NodeExecutor>> {
  const executors: Partial<Record<NodeType, NodeExecutor>> = {
    entrypoint: entrypointNode(sources.entrypoint),
    await: awaitNode,
    storage: storageNode,
    condition: conditionNode,
    ab_testing: abTestingNode(),
    function: functionNode(),
    define: defineNode,
    redirect: redirectNode(sources.navigation),
    view: viewNode,
  };
  const onServer = serverNode(sources.server);
  for (const type of SERVER_NODE_TYPES) executors[type] = onServer;
  return executors;
}

// Bench page for React Flow (@xyflow/react, default settings): mounts the prepared flow, then pans and zooms with
// setViewport, React Flow's own programmatic viewport call (its cheapest path; no synthetic input events).
import './frameTimer';
import '@xyflow/react/dist/style.css';
import { Background, ReactFlow, ReactFlowProvider, useNodesInitialized, useReactFlow, type ReactFlowInstance } from '@xyflow/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { FlowDocument } from '../../../engine/model/flowTypes';
import { zoomAround, type ViewportTransform } from '../../../engine/machines/viewportMath';
import { WHEEL_ZOOM_STEP } from '../../../engine/model/flowLimits';
import { nodeBounds } from '../../../engine/spatial/nodeGeometry';
import type { BenchPageApi } from './benchPageApi';
import { flowToReactFlow } from './flowToReactFlow';
import { frames } from './frameTimer';
import { prepareFlow, takePreparedFlow } from './preparedFlow';
import { ReactFlowNode } from './ReactFlowNode';
import { runMotion } from './runMotion';
import { firstFrameWhere, lastInputAt, startFrameLog, stopFrameLog } from './inputProbe';
import { firstView } from '../../../engine/machines/firstView';

const nodeTypes = { flow: ReactFlowNode };
const container = document.getElementById('root')!;
let instance: ReactFlowInstance | null = null;
let transform: ViewportTransform = { scale: 1, offsetX: 0, offsetY: 0 };

function Ready({ onReady }: { onReady: (flow: ReactFlowInstance) => void }) {
  const initialized = useNodesInitialized();
  const flow = useReactFlow();
  useEffect(() => {
    if (initialized) onReady(flow as unknown as ReactFlowInstance);
  }, [initialized, flow, onReady]);
  return null;
}

/** The transform our editor starts from: its first view of the flow (same function). */
function fitOf(document: FlowDocument): ViewportTransform {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const node of document.nodes) {
    const box = nodeBounds(node);
    minX = Math.min(minX, box.minX);
    minY = Math.min(minY, box.minY);
    maxX = Math.max(maxX, box.maxX);
    maxY = Math.max(maxY, box.maxY);
  }
  const entry = document.nodes.find((node) => node.type === 'entrypoint');
  return firstView({ minX, minY, maxX, maxY }, entry ? nodeBounds(entry) : null, container.clientWidth, container.clientHeight).view;
}

function apply(next: ViewportTransform): void {
  transform = next;
  void instance!.setViewport({ x: next.offsetX, y: next.offsetY, zoom: next.scale });
}

const api: BenchPageApi = {
  prepare: prepareFlow,
  async open(options = {}) {
    const start = performance.now();
    const document = JSON.parse(takePreparedFlow()) as FlowDocument;
    transform = fitOf(document);
    const { nodes, edges } = flowToReactFlow(document);
    const ready = new Promise<void>((resolve) => {
      const onReady = (flow: ReactFlowInstance) => {
        instance = flow;
        resolve();
      };
      createRoot(container).render(
        <ReactFlowProvider>
          <ReactFlow
            defaultNodes={nodes}
            defaultEdges={edges}
            nodeTypes={nodeTypes}
            defaultViewport={{ x: transform.offsetX, y: transform.offsetY, zoom: transform.scale }}
            minZoom={0.25}
            maxZoom={5}
            proOptions={{ hideAttribution: true }}
            onlyRenderVisibleElements={options.onlyRenderVisible === true}
          >
            <Background />
            <Ready onReady={onReady} />
          </ReactFlow>
        </ReactFlowProvider>,
      );
    });
    await ready;
    await frames(2);
    return { openMs: performance.now() - start, viewport: transform, startedAt: start };
  },
  motion(kind, count) {
    const center = { x: container.clientWidth / 2, y: container.clientHeight / 2 };
    return runMotion(
      {
        step(step) {
          if (step.kind === 'pan') apply({ ...transform, offsetX: transform.offsetX - step.dx, offsetY: transform.offsetY - step.dy });
          else apply(zoomAround(transform, step.zoomIn ? 1 + WHEEL_ZOOM_STEP : 1 - WHEEL_ZOOM_STEP, center.x, center.y));
        },
        viewport() {
          const { x, y, zoom } = instance!.getViewport();
          return { scale: zoom, offsetX: x, offsetY: y };
        },
      },
      kind,
      count,
    );
  },
  // React renders what is in view synchronously with the viewport change; the picture is complete a frame later.
  fullDetailAt: async () => {
    await frames(1);
    return firstFrameWhere(() => true);
  },
  backgroundPoint() {
    const pane = (x: number, y: number) => document.elementFromPoint(x, y)?.classList.contains('react-flow__pane') === true;
    const cx = container.clientWidth / 2;
    const cy = container.clientHeight / 2;
    for (let ring = 0; ring < 12; ring += 1) {
      for (let step = 0; step < Math.max(1, ring * 8); step += 1) {
        const angle = (step / Math.max(1, ring * 8)) * Math.PI * 2;
        const x = cx + Math.cos(angle) * ring * 30;
        const y = cy + Math.sin(angle) * ring * 30;
        if ([[0, 0], [24, 0], [-24, 0], [0, 24], [0, -24]].every(([dx, dy]) => pane(x + dx!, y + dy!))) return { x, y };
      }
    }
    return null;
  },
  startFrameLog,
  stopFrameLog,
  lastInputAt,
  now: () => performance.now(),
  describe() {
    return {
      domNodes: document.getElementsByTagName('*').length,
      renderedNodes: document.querySelectorAll('.react-flow__node').length,
      renderedEdges: document.querySelectorAll('.react-flow__edge').length,
    };
  },
};
window.__bench = api;

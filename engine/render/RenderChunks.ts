// Display objects grouped into small render groups. pixi rebuilds a render group's draw instructions (and
// re-packs its batch) whenever a child comes or goes; with all views in one group, every view brought on screen
// would re-pack every other view. In chunks of a few views only the chunk that changed is rebuilt.
import { Container } from 'pixi.js';

export class RenderChunks {
  private readonly chunks: Container[] = [];

  constructor(
    private readonly parent: Container,
    private readonly capacity: number,
  ) {}

  add(child: Container): void {
    let chunk = this.chunks.find((candidate) => candidate.children.length < this.capacity);
    if (!chunk) {
      chunk = new Container({ isRenderGroup: true });
      this.chunks.push(chunk);
      this.parent.addChild(chunk);
    }
    chunk.addChild(child);
  }

  remove(child: Container): void {
    const chunk = child.parent;
    if (!chunk) return;
    chunk.removeChild(child);
    if (chunk.children.length > 0) return;
    const at = this.chunks.indexOf(chunk);
    if (at < 0) return;
    this.chunks.splice(at, 1);
    this.parent.removeChild(chunk);
    chunk.destroy();
  }

  get chunkCount(): number {
    return this.chunks.length;
  }
}

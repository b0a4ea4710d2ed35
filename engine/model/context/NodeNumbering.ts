// A number per node id for the upstream index's tour: a typed array indexed by id when the ids are dense enough
// (the usual case: ids are the highest existing plus one), a Map otherwise (imported flows with sparse ids).
// -1 means "no number".
export class NodeNumbering {
  private readonly dense: Float64Array | null;
  private readonly sparse: Map<number, number> | null;

  constructor(highestId: number, nodeCount: number) {
    if (Number.isInteger(highestId) && highestId >= 0 && highestId <= nodeCount * 4 + 1024) {
      this.dense = new Float64Array(highestId + 1).fill(-1);
      this.sparse = null;
    } else {
      this.dense = null;
      this.sparse = new Map();
    }
  }

  get(id: number): number {
    if (this.dense) return id >= 0 && id < this.dense.length ? this.dense[id]! : -1;
    return this.sparse!.get(id) ?? -1;
  }

  set(id: number, value: number): void {
    if (this.dense) this.dense[id] = value;
    else this.sparse!.set(id, value);
  }
}

// Saving and publishing as the host sees them: publishing is enabled only while everything is saved, a new
// server version is announced once (`saved`), and the publish machine's outcome becomes events.
import type { EditorActors } from './editorActors';

export interface SaveWiringHost {
  /** The version the editor opened (the first save's base). */
  version: number;
  saved(version: number): void;
  published(): void;
  publishFailed(error: unknown): void;
  refresh(): void;
}

export function wireSaveAndPublish(actors: Pick<EditorActors, 'save' | 'publish'>, host: SaveWiringHost): void {
  const { save, publish } = actors;
  let wasSaved = true;
  let lastSavedVersion = host.version;
  save.subscribe((snapshot) => {
    const saved = snapshot.value === 'saved';
    if (saved !== wasSaved) {
      wasSaved = saved;
      publish.send({ type: 'SAVED.CHANGED', saved });
    }
    if (snapshot.context.baseVersion !== lastSavedVersion) {
      lastSavedVersion = snapshot.context.baseVersion;
      host.saved(lastSavedVersion);
    }
    host.refresh();
  });
  publish.subscribe(() => host.refresh());
  publish.on('published', () => host.published());
  publish.on('publishFailed', ({ error }) => host.publishFailed(error));
}

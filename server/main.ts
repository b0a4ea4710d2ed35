import { ConfigError, loadConfig } from './config';
import { buildStudio } from './app';
import { SecretsKeyMismatchError } from './crypto/secretsKeyCheck';
import { isSupportedNode, SUPPORTED_NODE_MAJOR } from './nodeRuntime';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let studio;
  try {
    studio = await buildStudio(config);
  } catch (error) {
    if (error instanceof SecretsKeyMismatchError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // SIGTERM or SIGINT: drain (server/ops/drain.ts), bounded by DRAIN_TIMEOUT_MS; a second signal stops at once.
  let draining = false;
  const shutdown = (signal: string) => {
    if (draining) {
      studio.app.log.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    draining = true;
    studio.app.log.info({ signal }, 'shutting down');
    studio.drain().then(
      (outcome) => process.exit(outcome === 'drained' ? 0 : 1),
      (error: unknown) => {
        studio.app.log.error({ err: error }, 'drain failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await studio.app.listen({ port: config.port, host: config.host });
  studio.app.log.info({ node: process.version }, `studio ready on ${config.publicUrl} (Node ${process.version})`);
  if (!isSupportedNode()) {
    studio.app.log.warn(`Node ${process.version} is older than the supported ${SUPPORTED_NODE_MAJOR}.x: start the studio with npm start, which runs the pinned Node`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

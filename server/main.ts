import { ConfigError, loadConfig } from './config';
import { buildStudio } from './app';
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
  const studio = await buildStudio(config);
  const shutdown = async (signal: string) => {
    studio.app.log.info({ signal }, 'shutting down');
    await studio.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
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

/**
 * `npm run serve [-- --port N --dir build --base /v8/]`: serve the build like
 * the production host. `--base` is the BASE_URL the build was made with
 * (default `/`); a bad one is refused as the build refuses it.
 */
import {parseArgs} from 'node:util';
import {deploymentFrom} from '../src/config/deployment';
import {startStaticServer} from './static-server';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3000'},
    dir: {type: 'string', default: 'build'},
    base: {type: 'string'},
  },
});

const port = Number(values.port);
const {baseUrl} = deploymentFrom({BASE_URL: values.base});
startStaticServer(values.dir, port, baseUrl)
  .then(() => {
    console.log(
      `Serving ${values.dir}/ at http://localhost:${port}${baseUrl} (no fallback, like the host)`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });

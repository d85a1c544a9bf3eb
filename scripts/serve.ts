/** `npm run serve [-- --port N --dir build]`: serve the build like the production host. */
import {parseArgs} from 'node:util';
import {startStaticServer} from './static-server';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3000'},
    dir: {type: 'string', default: 'build'},
  },
});

const port = Number(values.port);
startStaticServer(values.dir, port)
  .then(() => {
    console.log(`Serving ${values.dir}/ at http://localhost:${port}/ (no fallback, like the host)`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });

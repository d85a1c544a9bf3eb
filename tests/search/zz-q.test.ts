// Scratch: prints the top five results for each query in Q ("a|b"). Never committed.
import {it} from 'vitest';
import {searchWith} from '@site/src/components/Search/pagefind';
import {loadBuiltPagefind} from './builtPagefind';

it('prints results', async () => {
  const pagefind = await loadBuiltPagefind();
  for (const query of (process.env.Q ?? '').split('|').filter(Boolean)) {
    const hits = (await searchWith(pagefind, query)).map((hit) => hit.url);
    console.log(`=== ${query}\n${hits.slice(0, 5).join('\n')}`);
  }
}, 600_000);

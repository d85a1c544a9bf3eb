import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {headingsByPath} from '@site/plugins/sidebar-headings';

describe('headingsByPath', () => {
  it("maps each doc's URL to the headings its front matter hook derived", () => {
    const heading = {id: 'list-items', text: 'List items', level: 2};
    const content = {
      loadedVersions: [
        {
          docs: [
            {permalink: '/api/items.html', frontMatter: {sidebar_headings: [heading]}},
            {permalink: '/guide/', frontMatter: {}},
          ],
        },
      ],
    } as unknown as LoadedContent;
    expect(headingsByPath(content)).toEqual({'/api/items.html': [heading], '/guide/': []});
  });
});

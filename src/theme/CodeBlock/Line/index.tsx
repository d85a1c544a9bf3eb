import type {CSSProperties, ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {leadingSpaces} from './indent';

/**
 * The classic theme's line, with its indentation (leading spaces) as
 * `--indent` where it has any: when the code wraps, the line's continuation
 * is indented from there (src/css/code.css).
 */
export default function CodeBlockLine(props: Props): ReactNode {
  const indent = leadingSpaces(props.line.map((token) => token.content).join(''));
  if (indent === 0) {
    return <Line {...props} />;
  }
  const style = {'--indent': indent} as CSSProperties;
  return (
    <Line
      {...props}
      getLineProps={(input: Parameters<Props['getLineProps']>[0]) => {
        const lineProps = props.getLineProps(input);
        return {...lineProps, style: {...lineProps.style, ...style}};
      }}
    />
  );
}

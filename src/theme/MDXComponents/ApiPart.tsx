import type {ComponentProps, ReactNode} from 'react';
import ApiEndpoints from '@site/src/components/ApiEndpoints';
import ApiObject from '@site/src/components/ApiObject';
import ApiOperation from '@site/src/components/ApiOperation';

/** One of the API reference's parts, by the name its MDX tag has. */
export type ApiPartProps =
  | ({readonly part: 'ApiEndpoints'} & ComponentProps<typeof ApiEndpoints>)
  | ({readonly part: 'ApiObject'} & ComponentProps<typeof ApiObject>)
  | ({readonly part: 'ApiOperation'} & ComponentProps<typeof ApiOperation>);

/** The API reference's components, one chunk behind one lazy component (./index.tsx). */
export default function ApiPart(props: ApiPartProps): ReactNode {
  switch (props.part) {
    case 'ApiEndpoints':
      return <ApiEndpoints {...props} />;
    case 'ApiObject':
      return <ApiObject {...props} />;
    case 'ApiOperation':
      return <ApiOperation {...props} />;
  }
}

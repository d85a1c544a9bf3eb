/**
 * The not-found page's body, in a chunk of its own: the docs' layout, which
 * every page loads, renders it only at an unknown address.
 *
 * No Suspense boundary around it, on purpose. Without one, the render that
 * meets the unloaded chunk waits for it as a whole: on the not-found page
 * React keeps the server's HTML and hydrates once the chunk is in, and a
 * navigation to an unknown address keeps the old page until then. A
 * boundary would show its fallback instead, and at hydration it would throw
 * the server's HTML away as soon as the page's first update reached it.
 */
import {lazy} from 'react';

const NotFoundBody = lazy(() => import('./Body'));

export default NotFoundBody;

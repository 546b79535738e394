// What the README tells a React 19 user to add once: the elements in JSX.
import type { CustomElements } from 'lib-sprites/jsx';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}

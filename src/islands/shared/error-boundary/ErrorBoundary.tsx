import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { isChunkLoadError, reloadOnce } from '../../../lib/chunk-reload';
// The island-only recipes (scripts/build/island-recipes.mjs): a page links them only when it renders an island.
import '../../../styles/islands.css';

interface State {
  error: Error | null;
}

/** Islands show the route error screen instead of a blank box; a stale-chunk error reloads once instead. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (isChunkLoadError(error)) reloadOnce();
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

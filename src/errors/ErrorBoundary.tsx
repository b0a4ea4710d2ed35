import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  /** Changing this (the location) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedKey: string | null;
}

/** Catches errors thrown while rendering the routes and shows the screen for them (the root reports them: main.tsx). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.failedKey === null) return { failedKey: props.resetKey };
    if (state.error !== null && state.failedKey !== props.resetKey) return { error: null, failedKey: null };
    return null;
  }

  override render() {
    if (this.state.error !== null) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}

// Infra smoke test: proves TSX compiles with the automatic JSX runtime and React 19 renders into a shadow root.
import { expect } from 'chai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

// React's act() warns unless the environment declares itself a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('TSX in the browser', () => {
  it('renders a React component inside an open shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host.attachShadow({ mode: 'open' }));
    await act(async () => root.render(<button type="button">Hi</button>));
    expect(host.shadowRoot?.querySelector('button')?.textContent).to.equal('Hi');
    act(() => root.unmount());
    host.remove();
  });
});

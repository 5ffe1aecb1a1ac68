// The benchmark's baseline (tests/e2e/perf-bench.e2e.test.ts): a bare Vite + React 19 page, a
// heading and a button that draws the next line, built and served the same way as the app.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const LINES = ['First line', 'Second line', 'Third line', 'Fourth line'];

function App() {
  const [index, setIndex] = useState(0);
  return (
    <main>
      <h1>Bare React page</h1>
      <p className="prompt">{LINES[index % LINES.length]}</p>
      <button type="button" onClick={() => setIndex((i) => i + 1)}>
        Next
      </button>
    </main>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

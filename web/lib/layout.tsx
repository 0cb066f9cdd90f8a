// The frame every page shares: a skip link, the site navigation and one main landmark.
import type { ComponentChildren } from 'preact';
import { render } from 'preact';
import './base.css';

const NAV = [
  { href: '/', label: 'Dashboard' },
  { href: '/research', label: 'Research' },
  { href: '/research/baseline', label: 'Baseline' },
  { href: '/docs', label: 'API reference' },
] as const;

export function Layout({ current, title, children }: { current: string; title: string; children: ComponentChildren }) {
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="site">
        <a class="brand" href="/">
          Tool &amp; research service
        </a>
        <nav aria-label="Site">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}

/** Renders a page's root component into the HTML shell's #app. */
export function mount(page: () => ComponentChildren): void {
  const root = document.getElementById('app');
  if (root) render(page(), root);
}

import { Outlet } from 'react-router';

/** The page's <main>, the skip link's target (focusable so the jump moves the keyboard focus too). */
export function PageMain() {
  return (
    <main id="main" tabIndex={-1} className="site-main">
      <div className="container">
        <Outlet />
      </div>
    </main>
  );
}

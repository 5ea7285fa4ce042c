import { Link, Outlet } from 'react-router';

export function AppLayout() {
  return (
    <>
      <header>
        <Link to="/" aria-label="Facet">
          Facet
        </Link>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

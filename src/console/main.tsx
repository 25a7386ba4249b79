import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { registerNavigator } from './app/navigation';
import { buildRouteObjects } from './routes/build-router';
import { LoadFailure } from './routes/LoadFailure';
import { RouteGuard } from './routes/RouteGuard';
import './app/global.css';

const router = createBrowserRouter([
  {
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    errorElement: <LoadFailure />,
    children: buildRouteObjects(),
  },
]);
registerNavigator((to, options) => router.navigate(to, options));

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

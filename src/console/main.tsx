import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { NavigationProgress } from './app/NavigationProgress';
import { registerNavigator } from './app/navigation';
import { PageLoading } from './app/PageLoading';
import { discoverConsoleRoutes, ROOT_ROUTE_ID } from './routes/discover-console';
import { LoadFailure } from './routes/LoadFailure';
import { RouteGuard } from './routes/RouteGuard';
import { routeObjectsOf } from './routes/route-objects';
import { resolveRoutes } from './routes/route-tree';
import { SIGN_IN_TABLE } from './routes/table/sign-in';
import './app/global.css';

const router = createBrowserRouter(
  [
    {
      id: ROOT_ROUTE_ID,
      element: (
        <>
          <NavigationProgress />
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </>
      ),
      errorElement: <LoadFailure />,
      hydrateFallbackElement: <PageLoading />,
      children: routeObjectsOf(resolveRoutes(SIGN_IN_TABLE)),
    },
  ],
  { patchRoutesOnNavigation: discoverConsoleRoutes },
);
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

import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import './styles.css';
import { Loader, MantineProvider } from '@mantine/core';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Layout } from './Layout.tsx';
import { SignIn } from './pages/SignIn.tsx';
import { SessionProvider } from './session.tsx';

// Each page is its own chunk, loaded when first visited.
const Overview = lazy(() => import('./pages/Overview.tsx'));
const Customers = lazy(() => import('./pages/Customers.tsx'));
const CustomerDetail = lazy(() => import('./pages/CustomerDetail.tsx'));
const Transactions = lazy(() => import('./pages/Transactions.tsx'));
const TransactionDetail = lazy(() => import('./pages/TransactionDetail.tsx'));
const Cards = lazy(() => import('./pages/Cards.tsx'));
const Webhooks = lazy(() => import('./pages/Webhooks.tsx'));
const Sandbox = lazy(() => import('./pages/Sandbox.tsx'));
const Settings = lazy(() => import('./pages/Settings.tsx'));

function App() {
  return (
    // No injected <style> tags: the CSP allows only this origin's stylesheets (see styles.css).
    <MantineProvider withCssVariables={false} withGlobalClasses={false} forceColorScheme="light">
      <BrowserRouter basename="/dashboard">
        <SessionProvider signIn={(onSignedIn) => <SignIn onSignedIn={onSignedIn} />}>
          <Layout>
            <Suspense fallback={<Loader role="status" aria-label="Loading the page" />}>
              <Routes>
                <Route path="/" element={<Overview />} />
                <Route path="/customers" element={<Customers />} />
                <Route path="/customers/:customerId" element={<CustomerDetail />} />
                <Route path="/transactions" element={<Transactions />} />
                <Route path="/transactions/:transactionId" element={<TransactionDetail />} />
                <Route path="/cards" element={<Cards />} />
                <Route path="/webhooks" element={<Webhooks />} />
                <Route path="/sandbox" element={<Sandbox />} />
                <Route path="/settings" element={<Settings />} />
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </Suspense>
          </Layout>
        </SessionProvider>
      </BrowserRouter>
    </MantineProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

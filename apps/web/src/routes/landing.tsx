import { LandingPage } from '#features/public-site/components/landing-page.tsx';

export default function LandingRoute() {
  return <LandingPage />;
}

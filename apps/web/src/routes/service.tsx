import { ServicePage } from '#features/public-site/components/service-page.tsx';
import type { ServiceKey } from '#lib/paths.ts';

export type ServiceRouteProps = {
  service: ServiceKey;
};

/** One module for the four service pages; the route table passes the service. */
export default function ServiceRoute({ service }: ServiceRouteProps) {
  return <ServicePage service={service} />;
}

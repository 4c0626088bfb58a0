import type { ComponentType } from 'react';
import type { ServiceKey } from '#lib/paths.ts';
import { AutomationIllustration } from './automation-illustration.tsx';
import { CustomSoftwareIllustration } from './custom-software-illustration.tsx';
import { ForwardersIllustration } from './forwarders-illustration.tsx';
import { IaExcelIllustration } from './ia-excel-illustration.tsx';

const ILLUSTRATIONS = {
  forwarders: ForwardersIllustration,
  'ia-excel': IaExcelIllustration,
  automatizacion: AutomationIllustration,
  'software-a-medida': CustomSoftwareIllustration,
} satisfies Record<ServiceKey, ComponentType>;

export type ServiceIllustrationProps = {
  service: ServiceKey;
};

/** The picture at the top of a service page. */
export function ServiceIllustration({ service }: ServiceIllustrationProps) {
  const Illustration = ILLUSTRATIONS[service];
  return <Illustration />;
}

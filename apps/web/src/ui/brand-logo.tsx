import { useState } from 'react';

/** The product mark: the default logo wherever a company has none. */
export const DEFAULT_LOGO_URL = '/favicon.svg';

export type BrandLogoProps = {
  /** The company's logo; null, empty or unloadable falls back to the product mark. */
  src?: string | null;
  size?: number;
  /** Empty when a visible name sits next to the logo. */
  alt?: string;
};

export function BrandLogo({ src, size = 28, alt = '' }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : DEFAULT_LOGO_URL;
  const handleError = () => {
    if (url !== DEFAULT_LOGO_URL) setFailedSrc(url);
  };
  return (
    <img
      src={url}
      width={size}
      height={size}
      alt={alt}
      onError={handleError}
      style={{ objectFit: 'contain', flexShrink: 0, borderRadius: 6 }}
    />
  );
}

// The top of an inner page: eyebrow, title, lead, and a large faint character as its motif.
import type { ReactNode } from 'react';
import { CloudPattern } from './CloudPattern';
import './page-banner.css';

interface PageBannerProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** A single Chinese character shown large and faint (decorative). */
  glyph: string;
  children?: ReactNode;
}

export function PageBanner({ eyebrow, title, lead, glyph, children }: PageBannerProps) {
  return (
    <header className="page-banner">
      <CloudPattern className="page-banner__clouds" />
      <div className="page-banner__inner">
        <p className="page-banner__glyph" lang="zh-CN" aria-hidden="true">
          {glyph}
        </p>
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}

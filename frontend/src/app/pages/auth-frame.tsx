import type { BrandId } from '@ea/contracts';
import { type ReactNode, useEffect } from 'react';
import { BrandLogo } from '../layout/brand-logo.tsx';
import './auth-pages.css';

/** The brand's frame around sign-in and other public pages. */
export function AuthFrame({ brand, title, children }: { brand: BrandId; title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={`auth-frame auth-frame--${brand}`}>
      <main className="auth-frame__card card">
        <div className="auth-frame__brand">
          <BrandLogo brand={brand} />
        </div>
        <h1 className="auth-frame__title">{title}</h1>
        {children}
      </main>
      <p className="auth-frame__footer">Regulatory filings for SEC and FinCEN</p>
    </div>
  );
}

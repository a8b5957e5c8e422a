import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { detail } from '../test-fixtures';
import { AuditLabel } from './audit-label';

describe('AuditLabel', () => {
  // The score is 100 minus the findings' penalty: 100 is a clean audit. Calling it a "risk score" told a buyer that a
  // clean app was the riskiest one (walk of session 12).
  it('names the score an audit score, never a risk score, in French and English', async () => {
    const audit = { ...detail().audit!, score: 100 };
    await i18n.changeLanguage('fr');
    const { unmount } = render(<AuditLabel audit={audit} />);
    expect(screen.getByText('Score d’audit')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/risque/i);
    unmount();
    await i18n.changeLanguage('en');
    render(<AuditLabel audit={audit} />);
    expect(screen.getByText('Audit score')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/risk/i);
    await i18n.changeLanguage('fr');
  });
});

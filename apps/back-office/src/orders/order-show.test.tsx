// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { CoreAdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderActions, PreparedNote } from './order-show';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An order « En cours », as much of it as its buttons read. */
const order = {
  id: 'R100000001',
  number: 'R100000001',
  status: 'scheduled',
  preparedAt: null,
  moves: [],
  rebookable: false,
  lines: [],
  payments: [],
  customer: { userId: 'u1' },
} as unknown as Parameters<typeof OrderActions>[0]['order'];

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['orders.mail'],
};

/** Lets the promises under way (the permissions read, a send answered) settle. */
const settle = () => new Promise((settled) => setTimeout(settled, 20));

let container: HTMLDivElement;
afterEach(() => container?.remove());

describe('« Renvoyer l’e-mail de confirmation »', () => {
  it('sends once for a double click, even when the first send is answered between the two clicks', async () => {
    let sends = 0;
    const staff = {
      resendConfirmation: async () => ({ queued: (sends += 1) > 0 }),
    } as unknown as DataProvider;
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <CoreAdminContext dataProvider={staff} authProvider={auth}>
          <OrderActions order={order} />
        </CoreAdminContext>,
      );
    });
    const button = () =>
      [...container.querySelectorAll('button')].find((candidate) =>
        /e-mail de confirmation/i.test(candidate.textContent ?? ''),
      )!;
    await act(settle);
    await act(async () => {
      button().click();
      // The answer comes before the second click of the double click, the page not drawn again.
      await settle();
      button().click();
      await settle();
    });
    expect(sends).toBe(1);
    expect([button().textContent, button().disabled]).toEqual(['E-mail de confirmation renvoyé', true]);
    act(() => root.unmount());
  });
});

describe('« Préparée le … »', () => {
  const shown = async (status: string) => {
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(<PreparedNote order={{ status, preparedAt: '2026-12-09T09:46:00.000Z' } as never} />);
    });
    const text = container.textContent;
    act(() => root.unmount());
    return text;
  };

  it('says a cancelled order was prepared before it was cancelled, not as a success', async () => {
    expect(await shown('scheduled')).toMatch(/^Préparée le 09\/12\/2026 10:46$/);
    expect(await shown('canceled')).toMatch(/^Préparée le 09\/12\/2026 10:46, avant l’annulation$/);
  });
});

import { fireEvent, render, screen } from '@testing-library/react-native';
import { Text } from 'react-native';
import { QueryBoundary, failureKind } from './query-boundary';

jest.mock('expo-router', () => ({ Link: ({ children }: { children: unknown }) => children }));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));

const query = (
  state: Partial<{ isLoading: boolean; isError: boolean; error: unknown }>,
  refetch = jest.fn(),
) => ({
  isLoading: false,
  isError: false,
  refetch,
  ...state,
});

describe('QueryBoundary', () => {
  it('shows the skeleton while loading, then the content', () => {
    const { rerender } = render(
      <QueryBoundary queries={[query({ isLoading: true })]} skeleton={<Text>squelette</Text>}>
        <Text>contenu</Text>
      </QueryBoundary>,
    );
    expect(screen.getByText('squelette')).toBeTruthy();
    rerender(
      <QueryBoundary queries={[query({})]} skeleton={<Text>squelette</Text>}>
        <Text>contenu</Text>
      </QueryBoundary>,
    );
    expect(screen.getByText('contenu')).toBeTruthy();
  });

  it('shows the network error when the server does not answer, and retries', () => {
    const refetch = jest.fn();
    render(
      <QueryBoundary
        queries={[query({ isError: true, error: { status: 'FETCH_ERROR' } }, refetch)]}
        skeleton={null}
      >
        <Text>contenu</Text>
      </QueryBoundary>,
    );
    expect(screen.getByText('Pas de connexion')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('contenu')).toBeNull();
  });

  it('shows the not-found panel for a 404 and the generic error otherwise', () => {
    expect(failureKind({ status: 404 })).toBe('not_found');
    expect(failureKind({ status: 500 })).toBe('error');
    expect(failureKind({ status: 'TIMEOUT_ERROR' })).toBe('network');
    render(
      <QueryBoundary queries={[query({ isError: true, error: { status: 500 } })]} skeleton={null}>
        <Text>contenu</Text>
      </QueryBoundary>,
    );
    expect(screen.getByText('Un problème est survenu')).toBeTruthy();
  });

  it('says to wait when a request limit refused the query, and retries', () => {
    const refetch = jest.fn();
    const refused = { status: 429, data: { error: { code: 'too_many_requests', message: '…' } } };
    expect(failureKind(refused)).toBe('too_many_requests');
    render(
      <QueryBoundary queries={[query({ isError: true, error: refused }, refetch)]} skeleton={null}>
        <Text>contenu</Text>
      </QueryBoundary>,
    );
    expect(screen.getByText('Trop de demandes')).toBeTruthy();
    expect(screen.getByText(/Patientez quelques minutes, puis réessayez/)).toBeTruthy();
    expect(screen.queryByTestId('error-code-line')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('quotes the code of an error this app does not know for the customer service, and no other', () => {
    const failed = (error: unknown) =>
      render(
        <QueryBoundary queries={[query({ isError: true, error })]} skeleton={null}>
          <Text>contenu</Text>
        </QueryBoundary>,
      );
    failed({ status: 503, data: { error: { code: 'catalog_sync_pending', message: '…' } } });
    expect(screen.getByText('Un problème est survenu')).toBeTruthy();
    expect(
      screen.getByText('Code erreur : catalog_sync_pending. Communiquez-le au service client.'),
    ).toBeTruthy();
    screen.unmount();
    failed({ status: 500, data: { error: { code: 'internal_error', message: '…' } } });
    expect(screen.getByText('Un problème est survenu')).toBeTruthy();
    expect(screen.queryByTestId('error-code-line')).toBeNull();
    screen.unmount();
    failed({ status: 'FETCH_ERROR' });
    expect(screen.queryByTestId('error-code-line')).toBeNull();
  });
});

import { appVersionsResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppPlatformSettings, NativeAppSettings } from './native-app-settings';

/** The files are small and change with a release: a proxy may keep them an hour. */
const WELL_KNOWN_CACHE = 'public, max-age=3600';

/**
 * Apple's and Google's association files (spec §2 "native links"): the shop's https links and its
 * QR hosts open the app when it is installed. Served only once the apps are configured: without
 * an app id there is nothing to associate, and the address answers 404 like any unknown file.
 */
export function nativeAppsRoutes(settings: NativeAppSettings) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    if (settings.ios.appIds.length > 0) {
      const association = JSON.stringify({
        applinks: {
          details: [
            { appIDs: settings.ios.appIds, components: [{ '/': '*', comment: 'every page of the shop' }] },
          ],
        },
      });
      // Apple fetches it without a file extension; its type must still say JSON.
      routes.get(
        '/.well-known/apple-app-site-association',
        { schema: { hide: true } },
        async (_request, reply) =>
          reply.type('application/json').header('cache-control', WELL_KNOWN_CACHE).send(association),
      );
    }

    if (settings.android.certFingerprints.length > 0) {
      const statements = JSON.stringify([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: {
            namespace: 'android_app',
            package_name: settings.android.packageName,
            sha256_cert_fingerprints: settings.android.certFingerprints,
          },
        },
      ]);
      routes.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('application/json').header('cache-control', WELL_KNOWN_CACHE).send(statements),
      );
    }

    routes.get(
      '/api/app/versions',
      {
        schema: {
          tags: ['app'],
          summary:
            'The lowest and the recommended version of the native apps, and their store pages (spec §8)',
          response: { 200: appVersionsResponse },
        },
      },
      async (_request, reply) => {
        // Read at every start and every return to the app: short-lived, so a new minimum lands fast.
        reply.header('cache-control', 'public, max-age=300');
        return { ios: policy(settings.ios), android: policy(settings.android) };
      },
    );
  };
}

function policy(platform: AppPlatformSettings) {
  return {
    minimum: platform.minimumVersion,
    recommended: platform.recommendedVersion,
    storeUrl: platform.storeUrl,
  };
}

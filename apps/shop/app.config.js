/**
 * The app's configuration is app.json; this adds what a deployment chooses, from the build's
 * environment (`eas.json` gives each build profile its own):
 * - issue 19, spec §2 "native links": the shop's host and its QR hosts, whose https links open the
 *   app (iOS associated domains, Android verified intent filters).
 *   `SHOP_HOST=shop.example SHOP_QR_HOSTS=qr1.example,qr2.example`; app.json's hosts otherwise.
 *   The server publishes the matching files (`/.well-known/apple-app-site-association`,
 *   `/.well-known/assetlinks.json`).
 * - issue 43: the EAS project (`EAS_PROJECT_ID`), which Expo's push service needs for the push
 *   token (`extra.eas.projectId`) and whose update service the app asks for over-the-air updates
 *   (`updates.url`). Without it (a local build), neither.
 */
function withLinkHosts(config) {
  const shopHost = process.env.SHOP_HOST;
  const qrHosts = process.env.SHOP_QR_HOSTS;
  if (!shopHost && !qrHosts) return config;
  const hosts = [
    ...(shopHost ? [shopHost, `www.${shopHost}`] : []),
    ...(qrHosts ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  ];
  return {
    ...config,
    ios: { ...config.ios, associatedDomains: hosts.map((host) => `applinks:${host}`) },
    android: {
      ...config.android,
      intentFilters: [
        {
          action: 'VIEW',
          autoVerify: true,
          data: hosts.map((host) => ({ scheme: 'https', host })),
          category: ['BROWSABLE', 'DEFAULT'],
        },
      ],
    },
  };
}

function withEasProject(config) {
  const projectId = process.env.EAS_PROJECT_ID?.trim();
  if (!projectId) return config;
  return {
    ...config,
    extra: { ...config.extra, eas: { ...config.extra?.eas, projectId } },
    updates: { ...config.updates, url: `https://u.expo.dev/${projectId}` },
  };
}

module.exports = ({ config }) => withEasProject(withLinkHosts(config));

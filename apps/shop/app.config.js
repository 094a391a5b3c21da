/**
 * The app's configuration is app.json; this adds what a deployment chooses (issue 19, spec §2
 * "native links"): the shop's host and its QR hosts, whose https links open the app (iOS
 * associated domains, Android verified intent filters). `SHOP_HOST=shop.example SHOP_QR_HOSTS=qr1.example,qr2.example`
 * at build time; app.json's hosts otherwise. The server publishes the matching files
 * (`/.well-known/apple-app-site-association`, `/.well-known/assetlinks.json`).
 */
module.exports = ({ config }) => {
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
};

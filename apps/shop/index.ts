// The app's entry on iOS and Android; the web has its own (`index.web.ts`).
import 'expo-router/entry';

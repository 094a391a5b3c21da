import { useLocalSearchParams } from 'expo-router';
import { contentPageArg, useContentPageQuery } from './content-api';

/** The content page at `path`, in preview when the address carries `?preview=<token>`. */
export function useContentPage(path: string) {
  const { preview } = useLocalSearchParams<{ preview?: string }>();
  return useContentPageQuery(contentPageArg(path, preview));
}

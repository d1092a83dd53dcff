import { LocalizedNotFound } from '@/components/errors/localized-not-found';

export default LocalizedNotFound;

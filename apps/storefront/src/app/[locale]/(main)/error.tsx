'use client';

import { LocalizedError } from '@/components/errors/localized-error';

export default LocalizedError;

// CMS rules (Magento CmsGraphQl): only active pages are shown; a page's URL key is its identifier.
import type { CmsPage } from '../../generated/graphql';
import type { CmsRepository } from './repository';

/** CmsPage as route() answers it, with the redirect the URL carried. */
export type CmsPageModel = CmsPage & { __typename: 'CmsPage'; id: number };

export class CmsService {
  constructor(private readonly repository: CmsRepository) {}

  async page(
    filter: { id: number } | { identifier: string },
    route: { redirectCode: number; relativeUrl: string },
  ): Promise<CmsPageModel | null> {
    const page = await this.repository.activePage(filter);
    if (!page) return null;
    return {
      __typename: 'CmsPage',
      id: page.id,
      identifier: page.identifier,
      url_key: page.identifier,
      title: page.title,
      content: page.content,
      content_heading: page.content_heading,
      meta_keywords: page.meta_keywords,
      page_layout: page.page_layout,
      meta_title: page.meta_title,
      meta_description: page.meta_description,
      redirect_code: route.redirectCode,
      relative_url: route.relativeUrl,
      type: 'CMS_PAGE',
    };
  }
}

import { aiRevolutionizingSalonCustomerService } from './articles/ai-revolutionizing-salon-customer-service';
import { clientRetentionStrategiesModernSalons } from './articles/client-retention-strategies-modern-salons';
import { fiveSignsSalonNeedsAiPhoneAssistant } from './articles/five-signs-salon-needs-ai-phone-assistant';
import { futureBeautyBusinessOperations } from './articles/future-beauty-business-operations';
import { hiddenCostMissedCallsBeautyBusinesses } from './articles/hidden-cost-missed-calls-beauty-businesses';
import { maximizingBarbershopRevenueSmartScheduling } from './articles/maximizing-barbershop-revenue-smart-scheduling';
import type { Article } from './types';

/** Newest first. */
export const articles: Article[] = [
  aiRevolutionizingSalonCustomerService,
  hiddenCostMissedCallsBeautyBusinesses,
  fiveSignsSalonNeedsAiPhoneAssistant,
  maximizingBarbershopRevenueSmartScheduling,
  clientRetentionStrategiesModernSalons,
  futureBeautyBusinessOperations,
];

export function findArticle(slug: string | undefined): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

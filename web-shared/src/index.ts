export { RouteErrorBoundary } from './components/errors/route-error-boundary';
export { StatusPage } from './components/errors/status-page';
export { BRAND_NAME, PageTitle, formatPageTitle } from './components/page-title';
export { Button, buttonClasses } from './components/ui/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/ui/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/ui/card';
export { Input } from './components/ui/input';
export type { InputProps } from './components/ui/input';
export { RingbookLogo } from './components/ui/ringbook-logo';
export { Toaster } from './components/ui/toaster';
export { apiRequest, getJson, getQueryFn, request } from './lib/api-client';
export type { HttpMethod, RequestOptions, UnauthorizedBehavior } from './lib/api-client';
export { cn } from './lib/cn';
export { createQueryClient } from './lib/query-client';
export { TOAST_DURATION_MS, TOAST_LIMIT, toast, useToasts } from './stores/toasts';
export type { Toast, ToastInput, ToastVariant } from './stores/toasts';
export { Badge } from './components/ui/badge';
export type { BadgeTone } from './components/ui/badge';
export { Checkbox } from './components/ui/checkbox';
export type { CheckboxProps } from './components/ui/checkbox';
export { Field, controlClasses, fieldDescribedBy } from './components/ui/field';
export { Progress } from './components/ui/progress';
export { Select } from './components/ui/select';
export type { SelectOption, SelectProps } from './components/ui/select';
export { Slider } from './components/ui/slider';
export type { SliderProps } from './components/ui/slider';
export { Spinner } from './components/ui/spinner';
export { Textarea } from './components/ui/textarea';
export type { TextareaProps } from './components/ui/textarea';
export { useCountdown } from './hooks/use-countdown';
export { usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion';
export { ApiError, readApiError } from './lib/api-error';
export type { ApiErrorDetails } from './lib/api-error';
export { ConfirmDialog } from './components/ui/confirm-dialog';
export { Dialog } from './components/ui/dialog';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/ui/tabs';
export { Pagination, pageCount, pageRange } from './components/ui/pagination';
export { MOBILE_BREAKPOINT_PX, PrerenderNarrowScreen, useIsMobile } from './hooks/use-is-mobile';
export { CallSimulator } from './components/call-simulator/call-simulator';
export type { CallSimulatorProps } from './components/call-simulator/call-simulator';
export { formatCallDuration, toolTurnLabel } from './components/call-simulator/call-text';
export type {
  TestCall,
  TestCallActions,
  TestCallEndedReason,
  TestCallTurn,
} from './components/call-simulator/types';
export {
  ADDITIONAL_LANGUAGES,
  LANGUAGES,
  NOT_SPOKEN_YET,
  SPOKEN_LANGUAGES_SENTENCE,
  languageName,
  listLanguages,
} from './lib/languages';
export type { LanguageCode } from './lib/languages';
export { routesLoaded } from './lib/routes-loaded';
export { holdFrameSubmits, keepTypedIntoFrame } from './lib/typed-into-frame';
export { typeInto } from './lib/type-into';

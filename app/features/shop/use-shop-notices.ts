import { useEffect } from 'react'
import { toast } from '~/components/ui/toast'
import { useI18n } from '~/features/i18n/i18n-context'
import { subscribeNotices, takeNotices, type ShopNotice } from './shop-storage'

/** Shows, once, that stored shop data was reset or that storage cannot be used. */
export function useShopNotices() {
  const { t } = useI18n()
  useEffect(() => {
    const show = () => takeNotices().forEach((notice: ShopNotice) => toast.info(t('toast.info'), t(notice === 'repaired' ? 'shop.toast.repaired' : 'shop.toast.unavailable')))
    show()
    return subscribeNotices(show)
  }, [t])
}

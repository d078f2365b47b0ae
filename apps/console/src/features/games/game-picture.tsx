import { GameImageUrlSchema, type AdminGame } from '@swerte/contracts';
import { z } from 'zod';
import { t } from '../../i18n';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { ImagePreview, ImageUpload } from '../../ui/image-upload';
import { updateGame } from './games-api';

const PictureSchema = z.object({ imageUrl: GameImageUrlSchema });

/** A game's tile picture: an uploaded one, an address, or empty for the art the site draws itself. */
export function GamePictureDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const contract = useContractForm({
    schema: PictureSchema,
    initial: { imageUrl: game.imageUrl.startsWith('/media/games/') ? '' : game.imageUrl },
    send: ({ imageUrl }) => updateGame(game, { imageUrl }),
    invalidate: [['games']],
  });
  const { form, set, text } = contract;
  return (
    <FormDialog title={t('pages.games.picture', { name: game.nameEn })} onClose={onClose} form={contract}>
      <Wide>
        <TextField label={t('pages.games.pictureUrl')} maxLength={512} {...text('imageUrl')} />
      </Wide>
      <ImageUpload label={t('pages.image.upload')} onUploaded={(imageUrl) => set({ imageUrl })} />
      <ImagePreview url={form.imageUrl || game.imageUrl} alt={t('pages.image.current')} />
    </FormDialog>
  );
}

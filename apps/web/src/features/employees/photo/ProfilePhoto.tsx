/**
 * The photo on the profile card (spec 2 "Photo"): the employee's photo, fetched with the token
 * (it is permission-protected), or a placeholder. It reads 'Click to Upload Photo' without a photo
 * and 'Edit Photo' on hover; clicking opens the photo modal.
 */
import { Box, Overlay, Text, UnstyledButton } from '@mantine/core';
import { PHOTO_MSG } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQuery } from '../api';
import { photoQuery, useObjectUrl } from './api';
import { PhotoModal } from './PhotoModal';
import { PlaceholderAvatar } from './PlaceholderAvatar';
import { PHOTO_TEXT } from './texts';

const SIZE = 160;

export function ProfilePhoto({ employeeId }: { employeeId: number }) {
  // The profile (already loaded for the card) says whether there is a photo: without one nothing
  // is requested (no 404 and console error on every profile without a photo).
  const saved = useQuery(profileQuery(employeeId)).data?.photo_url != null;
  const photo = useQuery({ ...photoQuery(employeeId), enabled: saved });
  const url = useObjectUrl(saved ? photo.data : null);
  const [hovered, setHovered] = useState(false);
  const [open, setOpen] = useState(false);
  const hasPhoto = url !== null;
  const caption = hasPhoto ? PHOTO_MSG.editPhoto : PHOTO_MSG.clickToUpload;
  const showCaption = !hasPhoto || hovered;

  return (
    <>
      <UnstyledButton
        aria-label={caption}
        data-testid="profile-photo"
        onClick={() => setOpen(true)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        style={{ display: 'block', margin: '0 auto' }}
      >
        <Box pos="relative" w={SIZE} h={SIZE} style={{ borderRadius: '50%', overflow: 'hidden' }}>
          {hasPhoto ? (
            <img
              src={url}
              alt={PHOTO_TEXT.photoAlt}
              width={SIZE}
              height={SIZE}
              style={{ objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <PlaceholderAvatar label={PHOTO_TEXT.placeholderAlt} />
          )}
          {showCaption && (
            <Overlay color="#000" backgroundOpacity={hasPhoto ? 0.45 : 0.25} center zIndex={1}>
              <Text c="white" fw={600} size="sm" ta="center" px="xs">
                {caption}
              </Text>
            </Overlay>
          )}
        </Box>
      </UnstyledButton>
      {open && <PhotoModal employeeId={employeeId} url={url} onClose={() => setOpen(false)} />}
    </>
  );
}
